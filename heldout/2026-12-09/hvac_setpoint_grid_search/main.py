from building import ThermalModel
from search import grid_search

MODEL_ARGS = (8192, 64)


def main():
    base = ThermalModel(*MODEL_ARGS).fit()
    print(f"baseline coefficient norm {float(base.norm()):.3f}")
    best = grid_search([20.0, 21.0, 22.0], [0.5, 1.0], MODEL_ARGS, processes=2)[0]
    print(f"best setpoint {best[1]} deadband {best[2]} (cost {best[0]})")


if __name__ == "__main__":
    main()
