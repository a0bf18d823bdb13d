from callbacks import CovarianceStats, PrintProgress
from data import make_features
from trainer import Trainer


def main():
    feats = make_features(4096, 128)
    trainer = Trainer(feats, callbacks=[CovarianceStats(), PrintProgress()])
    print(trainer.fit(n_chunks=4))


if __name__ == "__main__":
    main()
