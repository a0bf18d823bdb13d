from evaluator import Evaluator


def main():
    for shard, preds in Evaluator().run():
        print(shard, preds)


if __name__ == "__main__":
    main()
