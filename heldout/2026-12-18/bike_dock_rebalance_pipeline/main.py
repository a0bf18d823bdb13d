from runner import run_pipeline


def main():
    ctx = run_pipeline("pipeline.toml")
    for district, pull in ctx["moves"].items():
        print(f"{district:12s} van pull {pull:.4f}")


if __name__ == "__main__":
    main()
