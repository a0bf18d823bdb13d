from service import EmbeddingService
from vision import kernels, sanity_check


def main():
    print("output shape", sanity_check(kernels()))
    for seed, value in EmbeddingService().embed(range(4)):
        print(seed, value)


if __name__ == "__main__":
    main()
