from weld import WeldSeamInspector

CAMERA = (1, 256, 256)


def main():
    inspector = WeldSeamInspector(CAMERA, kernel_size=5)
    print("exit codes", inspector.run())


if __name__ == "__main__":
    main()
