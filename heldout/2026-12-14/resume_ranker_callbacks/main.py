from callbacks import AsyncSnapshot, PrintProgress
from trainer import RankerTrainer

if __name__ == "__main__":
    trainer = RankerTrainer(
        batch_schedule=[64, 2048, 2048],
        callbacks=[PrintProgress(), AsyncSnapshot(export_rows=400_000)],
    )
    trainer.fit()
    print("done, final loss", round(trainer.last_loss, 4))
