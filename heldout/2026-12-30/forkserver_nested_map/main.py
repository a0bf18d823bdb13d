import torch

from pipeline.tokenize import parallel_tokenize


def main():
    texts = ["The quick brown fox", "jumps over the lazy dog"] * 4
    toks = parallel_tokenize(texts)
    lengths = torch.tensor([len(t) for t in toks])
    print("mean length", lengths.float().mean().item())


if __name__ == "__main__":
    main()
