import plugins.spawn_default  # noqa: F401
from model import checked_model
from train import train

if __name__ == "__main__":
    train(checked_model())
