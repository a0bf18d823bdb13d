from pmap import ParallelMap
from validation import bootstrap_loss, validate

pmap = ParallelMap(workers=2)


def main():
    print("validation loss/acc", validate())
    try:
        losses = pmap(bootstrap_loss, range(1, 5))
    finally:
        pmap.close()
    print("bootstrap", losses)


if __name__ == "__main__":
    main()
