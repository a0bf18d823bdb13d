from evaluator import evaluate_students
from trainer import DistillTrainer


def main():
    trainer = DistillTrainer(width=512, calib_batch=16)
    targets = trainer.soft_targets()
    print("soft targets", tuple(targets.shape))
    for depth, spread in evaluate_students(trainer.student_configs()):
        print(f"student depth={depth} logit std={spread}")


if __name__ == "__main__":
    main()
