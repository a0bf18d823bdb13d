from cli import parse_args
from sweep import run_sweep, warm


def main():
    args = parse_args()
    if args.warmup:
        warm(max(args.hidden))
    for hidden, loss in run_sweep(args.hidden, args.workers):
        print(f"hidden={hidden} loss={loss}")


if __name__ == "__main__":
    main()
