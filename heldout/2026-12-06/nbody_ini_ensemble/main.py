import configparser
import os

from bodies import initial_state, potential_energy
from runner import run_ensemble


def load(path):
    cp = configparser.ConfigParser()
    cp.read(path)
    system = {"bodies": cp.getint("system", "bodies"), "softening": cp.getfloat("system", "softening")}
    run = {k: cp.getint("run", k) for k in ("members", "steps", "workers")}
    run["dt"] = cp.getfloat("run", "dt")
    return system, run


def main():
    system, run = load(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sim.ini"))
    pos, _ = initial_state(system["bodies"], seed=0)
    print("reference energy", round(potential_energy(pos, system["softening"]) / 1000, 1))
    energies = run_ensemble(range(1, run["members"] + 1), system, run)
    for seed in sorted(energies):
        print("member", seed, energies[seed])


if __name__ == "__main__":
    main()
