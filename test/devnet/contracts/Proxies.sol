// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Forwards every call to `implementation` with delegatecall and returns or reverts with its data.
abstract contract Forwarder {
    function _forward(address implementation) internal {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

/// An ERC-1967 proxy: the implementation's address sits in the standard slot,
/// bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1).
contract Erc1967Proxy is Forwarder {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    event Upgraded(address indexed implementation);

    constructor(address implementation) {
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation)
        }
        emit Upgraded(implementation);
    }

    fallback() external payable {
        address implementation;
        assembly {
            implementation := sload(IMPLEMENTATION_SLOT)
        }
        _forward(implementation);
    }
}

/// The beacon an ERC-1967 beacon proxy asks for its implementation.
contract UpgradeableBeacon {
    address public implementation;

    constructor(address implementation_) {
        implementation = implementation_;
    }
}

/// An ERC-1967 beacon proxy: the beacon's address sits in the standard slot,
/// bytes32(uint256(keccak256("eip1967.proxy.beacon")) - 1); the implementation is the beacon's.
contract BeaconProxy is Forwarder {
    bytes32 internal constant BEACON_SLOT = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    event BeaconUpgraded(address indexed beacon);

    constructor(address beacon) {
        assembly {
            sstore(BEACON_SLOT, beacon)
        }
        emit BeaconUpgraded(beacon);
    }

    fallback() external payable {
        address beacon;
        assembly {
            beacon := sload(BEACON_SLOT)
        }
        _forward(UpgradeableBeacon(beacon).implementation());
    }
}
