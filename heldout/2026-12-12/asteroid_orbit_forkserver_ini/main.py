from linker import CFG, Linker
from orbits import observations, residuals


def main():
    t, ra = observations(CFG.getint("survey", "observations"), seed=0)
    print(f"stationary-model median residual {float(residuals(t, ra, 0.0).median()):.4f}")
    for cand, res in Linker().link():
        print(f"candidate {cand}: median residual {res:.4f}")


if __name__ == "__main__":
    main()
