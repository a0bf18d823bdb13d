from tokenizer_service import TokenizerService
from workers import spawn_encoders


def main():
    service = TokenizerService()
    print(service.describe())
    print("encoded:", spawn_encoders())


if __name__ == "__main__":
    main()
