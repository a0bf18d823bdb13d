from counters import make_step_counter, total_steps
from envs import EnvFleet


def main():
    counter = make_step_counter()
    EnvFleet(counter, num_envs=2, steps=100).run()
    print("total env steps", total_steps(counter))


if __name__ == "__main__":
    main()
