// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// The Trace page's cases (seed-trace.ts): each contract here makes one shape of call tree that
// `debug_traceTransaction` must show. The swap (HexSwap.sol) and the proxy call (Proxies.sol)
// are seeded elsewhere and reused.

/// What the relays and the catcher call: Reverter.fail() (Reverter.sol) has this signature.
interface IFails {
    function fail() external;
}

/// One link of a chain of calls: fail() calls the next link's fail(), and Solidity passes the
/// revert data back up, so the whole transaction fails with the reason given at the far end.
contract Relay is IFails {
    IFails public immutable next;

    constructor(IFails next_) {
        next = next_;
    }

    function fail() external {
        next.fail();
    }
}

/// Calls something that reverts, catches it and carries on: the transaction succeeds, its inner
/// call does not.
contract Catcher {
    uint256 public caught;

    event Caught(address indexed target, bytes reason);

    function attempt(IFails target) external {
        try target.fail() {
            revert("Catcher: the call was meant to fail");
        } catch (bytes memory reason) {
            caught += 1;
            emit Caught(address(target), reason);
        }
    }
}

/// A contract that takes ether and says so, as the one recipient of a split that has code.
contract Sink {
    event Received(address indexed from, uint256 amount);

    receive() external payable {
        emit Received(msg.sender, msg.value);
    }
}

/// Passes the ether it is sent on in two internal transfers: half to an account, half to a contract.
contract Splitter {
    function split(address payable account, address payable sink) external payable {
        uint256 half = msg.value / 2;
        (bool toAccount, ) = account.call{value: half}("");
        (bool toSink, ) = sink.call{value: msg.value - half}("");
        require(toAccount && toSink, "Splitter: a transfer failed");
    }
}

/// Deployed by the factory with CREATE2; its constructor calls the factory back, so the
/// CREATE2 frame has a call of its own inside.
contract Child {
    ChildFactory public immutable factory;

    constructor() {
        factory = ChildFactory(msg.sender);
        factory.welcome();
    }
}

/// Deploys a Child at an address fixed by the salt (CREATE2) and hears from it while it is built.
contract ChildFactory {
    event Deployed(address indexed child, bytes32 salt);
    event Welcomed(address indexed child);

    function deploy(bytes32 salt) external returns (Child child) {
        child = new Child{salt: salt}();
        emit Deployed(address(child), salt);
    }

    function welcome() external {
        emit Welcomed(msg.sender);
    }
}

/// Lives for one call: holds what it was given until destroy() sends it on and removes the code.
contract Ephemeral {
    constructor() payable {}

    function destroy(address payable heir) external {
        // Since Cancun SELFDESTRUCT removes the code only of a contract created in the same transaction.
        selfdestruct(heir);
    }
}

/// Creates an Ephemeral with some ether and destroys it in the same transaction.
contract EphemeralFactory {
    event Gone(address indexed ephemeral);

    function createAndDestroy() external payable {
        Ephemeral ephemeral = new Ephemeral{value: msg.value}();
        ephemeral.destroy(payable(msg.sender));
        emit Gone(address(ephemeral));
    }
}
