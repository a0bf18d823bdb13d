import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run_jobs(seeds, n_orbitals):
    procs = [subprocess.Popen([sys.executable, "-m", "qm.job", str(s), str(n_orbitals)],
                              cwd=HERE, stdout=subprocess.PIPE, text=True)
             for s in seeds]
    out = []
    for p in procs:
        stdout, _ = p.communicate()
        if p.returncode != 0:
            raise RuntimeError("job failed")
        seed, energy = stdout.split()
        out.append((int(seed), float(energy)))
    return out
