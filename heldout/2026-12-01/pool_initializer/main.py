from pipeline import Pipeline

if __name__ == "__main__":
    print([round(v, 3) for v in Pipeline().run(4)])
