from pipeline import PendulumPipeline


def main():
    done = PendulumPipeline().load("pendulum.toml").fit().regulate()
    for clock, worker, spread in done.results:
        print(f"{clock:10s} worker={worker} spread {spread:.3f}")


if __name__ == "__main__":
    main()
