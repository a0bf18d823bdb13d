import multiprocessing as mp

import engine
from colony import simulate_colony


if __name__ == "__main__":
    mp.set_start_method("forkserver")
    print(engine.run(simulate_colony, colonies=2))
