from builder import build_model
from replicas import run_replicas

DIM = 256


def main():
    model = build_model(DIM)
    print("model on", next(model.parameters()).device)
    for replica_id, counts in run_replicas(model, DIM):
        print(replica_id, counts)


if __name__ == "__main__":
    main()
