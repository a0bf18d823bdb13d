from finetune import finetune_all
from pretrain import pretrain

DIM = 512


def main():
    model, loss = pretrain(DIM)
    print("pretrain loss", loss)
    for seed, mean in finetune_all(model, DIM, [1, 2, 3]):
        print(seed, mean)


if __name__ == "__main__":
    main()
