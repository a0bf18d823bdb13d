from runtime import Runtime
from trainer import FleetTrainer


def main():
    rt = Runtime("forkserver").configure()
    trainer = FleetTrainer(n_turbines=40, runtime=rt)
    trainer.fit()


if __name__ == "__main__":
    main()
