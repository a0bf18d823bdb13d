import sys

from fixmp.cli import main

sys.exit(main())
