import importlib
import multiprocessing

PLUGINS = ["essay_grader", "quiz_grader"]


def load_plugins(names):
    return {n: importlib.import_module(n) for n in names}


def main():
    plugins = load_plugins(PLUGINS)
    with multiprocessing.Pool(2) as pool:
        for name, mod in plugins.items():
            print(name, pool.map(mod.grade, range(4)))


if __name__ == "__main__":
    main()
