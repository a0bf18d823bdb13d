import cli
import drill


def main(argv=None):
    args = cli.build_parser().parse_args(argv)
    assignment = drill.nearest_buoys(args)
    print("busiest buoy", int(assignment.bincount().argmax()))
    print("exit codes", drill.muster(args))


if __name__ == "__main__":
    main()
