from pipeline import Pipeline


def main():
    pipe = Pipeline(workers=2)
    out = pipe.run(4)
    print("batch activations", [round(v, 3) for v in out])


if __name__ == "__main__":
    main()
