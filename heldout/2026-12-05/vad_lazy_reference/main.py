import sys

import features
from vad import launch

SR = 16000


def main():
    threshold = features.REFERENCE_ENERGY * 3.0
    codes = launch(threshold, streams=[0, 1], seconds=4, sr=SR)
    sys.exit(max(codes))


if __name__ == "__main__":
    main()
