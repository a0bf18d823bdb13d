from actors import ActorGroup
from learner import Learner


def main():
    learner = Learner()
    learner.prime()
    for actor_id, total in ActorGroup(2).collect(learner.policy):
        print(f"actor {actor_id}: action sum {total}")


if __name__ == "__main__":
    main()
