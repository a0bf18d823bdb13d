from lattice import Lattice
from sweep import sweep_strains


def main():
    lat = Lattice(n_atoms=256)
    freqs = lat.phonon_frequencies
    print("lowest modes:", [round(float(f), 4) for f in freqs[:3]])
    print("stiffness per strain:", sweep_strains(lat.n_atoms, strains=(0.0, 0.01, 0.02, 0.03)))


if __name__ == "__main__":
    main()
