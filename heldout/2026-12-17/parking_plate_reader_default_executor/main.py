from reader import plate_logits, decode
from matcher import HotlistMatcher


def main():
    codes = decode(plate_logits(4096))
    print("distinct plate codes:", len(set(codes.tolist())))
    try:
        print("hotlist hits:", HotlistMatcher.match(codes))
    finally:
        HotlistMatcher.shutdown()


if __name__ == "__main__":
    main()
