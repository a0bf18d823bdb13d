from workers import AugmentWorker, launch

if __name__ == "__main__":
    launch(AugmentWorker("augment"))
