import multiprocessing as mp

from lm import generate
from lm.model import BigramLM, train_epoch


def main(epochs=3):
    model = BigramLM()
    generate.MODEL = model
    for epoch in range(epochs):
        with mp.Pool(2) as pool:
            samples = pool.map(generate.sample_continuation, range(2))
        print(f"epoch {epoch} samples: {[s for s, _ in samples]}", flush=True)
        loss = train_epoch(model)
        print(f"epoch {epoch} loss {loss:.3f}", flush=True)


if __name__ == "__main__":
    main()
