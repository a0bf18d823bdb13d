from forcefield import conformers, lj_energy
from service import ConformerService

ATOMS = 64
CONFORMERS = 256


def main():
    service = ConformerService()
    try:
        reference = lj_energy(conformers(CONFORMERS, ATOMS, seed=0))
        print(f"reference ensemble min energy {float(reference.min()):.3f}")
        futures = [service.submit(s, CONFORMERS, ATOMS) for s in range(1, 5)]
        for f in futures:
            seed, e = f.result()
            print(f"ligand {seed}: min energy {e:.3f}")
    finally:
        service.shutdown()


if __name__ == "__main__":
    main()
