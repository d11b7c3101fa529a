import sys

from veracity.cli import main

sys.exit(main())
