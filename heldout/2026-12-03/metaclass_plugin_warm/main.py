from extractors import Extractor
from runner import extract_all


def main():
    print("extractors:", {k: v.output_dim for k, v in sorted(Extractor.registry.items())})
    for name, head in extract_all(seed=11):
        print(name, head)


if __name__ == "__main__":
    main()
