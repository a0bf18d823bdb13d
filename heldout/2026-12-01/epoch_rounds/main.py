from loop import EpochRunner

if __name__ == "__main__":
    EpochRunner().run(epochs=2)
