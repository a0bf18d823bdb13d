from checkpoint import load_checkpoint
from inference import predict_shard
from launcher import launch_pool


def main():
    model = load_checkpoint()
    print("loaded params:", sum(p.numel() for p in model.parameters()))
    for shard, preds in launch_pool(predict_shard, range(3)):
        print(shard, preds)


if __name__ == "__main__":
    main()
