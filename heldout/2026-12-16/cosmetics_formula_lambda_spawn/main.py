from formulator import Formulator
from recipes import RECIPES


if __name__ == "__main__":
    f = Formulator(RECIPES["matte-foundation"])
    print(f.run_stability(batches=2))
