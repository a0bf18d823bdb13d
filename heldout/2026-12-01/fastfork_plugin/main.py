import plugins.fastfork  # noqa: F401
from runner import encode_all

if __name__ == "__main__":
    encode_all(2)
    print("encoded")
