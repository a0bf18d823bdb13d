from exporter import export_all
from jobspec import ExportJob


def main():
    jobs = [ExportJob("encoder"), ExportJob("decoder", rows=128)]
    print(export_all(jobs))


if __name__ == "__main__":
    main()
