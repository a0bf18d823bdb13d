from plugins import load_plugins
from runner import run_plugins


def main():
    plugins = load_plugins()
    results = run_plugins(plugins)
    print("plugin features:", sorted(results.items()))


if __name__ == "__main__":
    main()
