from trainers import DiscriminatorTrainer, GeneratorTrainer

CONFIGS = [
    (GeneratorTrainer, {"seed": 0, "latent": 64, "start_method": "spawn"}),
    (DiscriminatorTrainer, {"seed": 1, "start_method": "spawn"}),
]


def main():
    trainers = [cls(cfg) for cls, cfg in CONFIGS]
    for t in trainers:
        print(*t.fit())


if __name__ == "__main__":
    main()
