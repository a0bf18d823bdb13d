from models import MLP
from hogwild import HogwildTrainer


def main():
    trainer = HogwildTrainer(MLP())
    trainer.fit()
    print("training finished")


if __name__ == "__main__":
    main()
