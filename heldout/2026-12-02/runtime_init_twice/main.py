import evaluate
import train


def main():
    model = train.run()
    print("eval:", evaluate.run(model))


if __name__ == "__main__":
    main()
