from config import TRAINER
from crossval import cross_validate
from trainer import Trainer


def main():
    trainer = Trainer.from_config(TRAINER)
    for fold, conf in cross_validate(trainer):
        print(f"fold {fold}: mean confidence {conf}")


if __name__ == "__main__":
    main()
