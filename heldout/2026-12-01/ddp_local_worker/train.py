from dist_utils import run_distributed
from models import small_model


def main():
    run_distributed(small_model, world_size=2)


if __name__ == "__main__":
    main()
