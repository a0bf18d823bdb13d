from report import report
from trainer import train


def main():
    preds, labels = train()
    for row in report(preds.tolist(), labels.tolist()):
        print("class %d tp=%d fp=%d fn=%d precision=%.3f recall=%.3f" % row)


if __name__ == "__main__":
    main()
