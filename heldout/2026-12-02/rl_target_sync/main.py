from actors import ActorPool
from learner import Learner


def main():
    learner = Learner(obs_dim=64)
    pool = ActorPool(n_actors=2, n_steps=5)
    pool.start()
    totals = pool.collect()
    print("actor action totals:", totals)


if __name__ == "__main__":
    main()
