from decode_service import DecodeService
from vocab import Vocabulary


def main():
    service = DecodeService(Vocabulary())
    service.warmup()
    results = service.serve([(i, 4096) for i in range(4)])
    print("decoded:", results)


if __name__ == "__main__":
    main()
