from evaluator import Evaluator
from trainer import Trainer

if __name__ == "__main__":
    trainer = Trainer()
    evaluator = Evaluator()
    print(evaluator.evaluate(trainer.fit()))
