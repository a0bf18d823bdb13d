from evaluation import evaluate_all


def main():
    results = evaluate_all(["resnet18", "vit_tiny", "mlp_mixer"])
    for name, acc in results:
        print(f"{name}: {acc}")


if __name__ == "__main__":
    main()
